// Browser copy of server/payments/card-rules.ts (the server checks again): Luhn, expiry, CVV, name.
(function () {
  function digits(value) { return String(value).replace(/[\s-]/g, ''); }
  function luhn(number) {
    var d = digits(number);
    if (!/^\d{12,19}$/.test(d)) return false;
    var sum = 0;
    for (var i = 0; i < d.length; i += 1) {
      var n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function expiry(value) {
    var m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
    if (!m) return false;
    var month = Number(m[1]);
    var year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    var now = new Date();
    return month >= 1 && month <= 12 && year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  }
  function cvv(value) { return /^\d{3,4}$/.test(String(value).trim()); }
  window.TalatCardRules = {
    errors: function (card) {
      var out = [];
      if (!luhn(card.number)) out.push('errCardNumber');
      if (!expiry(card.expiry)) out.push('errCardExpiry');
      if (!cvv(card.cvv)) out.push('errCardCvv');
      if (!String(card.name).trim()) out.push('errCardName');
      return out;
    },
  };
})();
