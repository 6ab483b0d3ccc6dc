// 2C2P sandbox card page: checks the card before it is posted (the server checks again and re-renders
// the form with the same messages when this script did not run). Only "pay" is checked.
(function () {
  var form = document.querySelector('form.pay-form[data-channel="CC"]');
  if (!form || !window.TalatCardRules) return;
  var fields = { errCardNumber: 'card_number', errCardExpiry: 'card_expiry', errCardCvv: 'card_cvv', errCardName: 'card_name' };
  var th = document.documentElement.lang === 'th';
  var texts = th
    ? { errCardNumber: 'หมายเลขบัตรไม่ถูกต้อง', errCardExpiry: 'วันหมดอายุไม่ถูกต้องหรือบัตรหมดอายุแล้ว', errCardCvv: 'รหัส CVV ต้องเป็นตัวเลข 3 หรือ 4 หลัก', errCardName: 'กรุณากรอกชื่อบนบัตร' }
    : { errCardNumber: 'The card number is not valid', errCardExpiry: 'The expiry date is not valid or the card has expired', errCardCvv: 'The CVV must be 3 or 4 digits', errCardName: 'Enter the name on the card' };
  form.addEventListener('submit', function (event) {
    if (!event.submitter || event.submitter.value !== 'pay') return;
    var value = function (name) { return form.elements.namedItem(name).value; };
    var errors = window.TalatCardRules.errors({ number: value('card_number'), expiry: value('card_expiry'), cvv: value('card_cvv'), name: value('card_name') });
    Object.keys(fields).forEach(function (key) {
      var input = form.elements.namedItem(fields[key]);
      var span = form.querySelector('[data-error-for="' + fields[key] + '"]');
      var bad = errors.indexOf(key) >= 0;
      span.textContent = bad ? texts[key] : '';
      if (bad) { input.setAttribute('aria-invalid', 'true'); input.setAttribute('aria-describedby', span.id); }
      else { input.removeAttribute('aria-invalid'); input.removeAttribute('aria-describedby'); }
    });
    if (errors.length) {
      event.preventDefault();
      form.elements.namedItem(fields[errors[0]]).focus();
    }
  });
})();
