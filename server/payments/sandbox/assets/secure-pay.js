/*
 * KBank K-Payment sandbox embedded form (what storeConfig.secure_pay_library / kpaymentCheckout.script_url
 * point at). Load it inside the form whose action is kpaymentCheckout.action_url:
 *   <form method="POST" action="{action_url}">
 *     <script src="{script_url}" data-apikey="{api_key}" data-amount="{amount}" data-currency="THB"
 *       data-payment-methods="card|qr" data-name="{merchant_name}" data-order-id="{order_id, qr only}"
 *       data-lang="th|en"></script>
 *   </form>
 * It adds a pay button after itself and exposes window.KPayment { show(), close(), onClose(fn) }, like
 * KBank's script. Card: the popup checks the card, trades it for a token at the sandbox and submits the
 * form with `token`. QR: the popup shows the Thai QR, polls its status and submits the form with the
 * signed result once the payer has paid, declined or cancelled in the banking app.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var data = script.dataset;
  var form = script.closest('form');
  var origin = new URL(script.src, location.href).origin;
  var api = origin + '/payment-sandbox/kbank/api';
  var lang = (data.lang || document.documentElement.lang || 'th').slice(0, 2) === 'en' ? 'en' : 'th';
  var amount = Number(data.amount || 0);
  var money = '฿' + amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var T = {
    th: { title: 'ชำระเงินกับ KBank', notice: 'ระบบทดสอบ ไม่มีการตัดเงินจริง', open: 'ชำระเงิน ' + money, pay: 'ชำระเงิน ' + money, cancel: 'ยกเลิก', number: 'หมายเลขบัตร', name: 'ชื่อบนบัตร', expiry: 'วันหมดอายุ (ดด/ปป)', cvv: 'รหัส CVV', hint: 'บัตรทดสอบ 4111 1111 1111 1111', qrTitle: 'สแกน QR เพื่อชำระเงิน ' + money, qrAlt: 'Thai QR สำหรับชำระเงิน ' + money, bankApp: 'เปิดแอปธนาคารจำลองเพื่อสแกน', waiting: 'กำลังรอการชำระเงิน…', expired: 'QR หมดเวลาแล้ว', failed: 'ไม่สามารถชำระเงินได้ กรุณาลองอีกครั้ง', errCardNumber: 'หมายเลขบัตรไม่ถูกต้อง', errCardExpiry: 'วันหมดอายุไม่ถูกต้องหรือบัตรหมดอายุแล้ว', errCardCvv: 'รหัส CVV ต้องเป็นตัวเลข 3 หรือ 4 หลัก', errCardName: 'กรุณากรอกชื่อบนบัตร' },
    en: { title: 'Pay with KBank', notice: 'Sandbox: no real money is charged', open: 'Pay ' + money, pay: 'Pay ' + money, cancel: 'Cancel', number: 'Card number', name: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV', hint: 'Test card 4111 1111 1111 1111', qrTitle: 'Scan the QR to pay ' + money, qrAlt: 'Thai QR to pay ' + money, bankApp: 'Open the sandbox banking app to scan', waiting: 'Waiting for the payment…', expired: 'The QR has expired', failed: 'The payment could not be made, please try again', errCardNumber: 'The card number is not valid', errCardExpiry: 'The expiry date is not valid or the card has expired', errCardCvv: 'The CVV must be 3 or 4 digits', errCardName: 'Enter the name on the card' },
  }[lang];
  var closeHandlers = [];
  var dialog = null;
  var pollTimer = null;

  if (!document.querySelector('link[data-kpayment-style]')) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = origin + '/payment-sandbox/assets/secure-pay.css';
    link.setAttribute('data-kpayment-style', '');
    document.head.appendChild(link);
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }

  function submitWith(fields) {
    if (!form) return;
    Object.keys(fields).forEach(function (name) {
      form.appendChild(el('input', { type: 'hidden', name: name, value: fields[name] }));
    });
    HTMLFormElement.prototype.submit.call(form);
  }

  function field(id, label, autocomplete) {
    var input = el('input', { id: id, name: id, autocomplete: autocomplete, inputmode: id === 'kp-name' ? 'text' : 'numeric', 'aria-describedby': id + '-error' });
    return { input: input, error: el('span', { class: 'kp-error', id: id + '-error' }), label: el('label', { for: id }, [label]) };
  }

  function cardBody(status) {
    var f = { number: field('kp-number', T.number, 'cc-number'), name: field('kp-name', T.name, 'cc-name'), expiry: field('kp-expiry', T.expiry, 'cc-exp'), cvv: field('kp-cvv', T.cvv, 'cc-csc') };
    var keys = { errCardNumber: 'number', errCardExpiry: 'expiry', errCardCvv: 'cvv', errCardName: 'name' };
    var pay = el('button', { type: 'submit', class: 'kp-primary' }, [T.pay]);
    var cancel = el('button', { type: 'button' }, [T.cancel]);
    cancel.addEventListener('click', close);
    var cardForm = el('form', { novalidate: '' }, [el('p', { class: 'kp-hint' }, [T.hint])]);
    ['number', 'name', 'expiry', 'cvv'].forEach(function (k) { cardForm.append(f[k].label, f[k].input, f[k].error); });
    cardForm.append(el('div', { class: 'kp-actions' }, [pay, cancel]));
    cardForm.addEventListener('submit', function (event) {
      event.preventDefault();
      var card = { number: f.number.input.value, name: f.name.input.value, expiry: f.expiry.input.value, cvv: f.cvv.input.value };
      var errors = window.TalatCardRules ? window.TalatCardRules.errors(card) : [];
      Object.keys(keys).forEach(function (code) {
        var part = f[keys[code]];
        var bad = errors.indexOf(code) >= 0;
        part.error.textContent = bad ? T[code] : '';
        if (bad) part.input.setAttribute('aria-invalid', 'true'); else part.input.removeAttribute('aria-invalid');
      });
      if (errors.length) { f[keys[errors[0]]].input.focus(); return; }
      pay.disabled = true;
      fetch(api + '/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apikey: data.apikey, card: card }) })
        .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
        .then(function (answer) {
          if (!answer.ok || !answer.body.id) throw new Error('token');
          submitWith({ token: answer.body.id, paymentMethods: 'card', lang: lang });
        })
        .catch(function () { pay.disabled = false; status.textContent = T.failed; });
    });
    return cardForm;
  }

  function qrBody(status) {
    var box = el('div', {}, [status]);
    var cancel = el('button', { type: 'button' }, [T.cancel]);
    cancel.addEventListener('click', close);
    fetch(api + '/qr/' + encodeURIComponent(data.orderId || '') + '?apikey=' + encodeURIComponent(data.apikey || ''))
      .then(function (response) { if (!response.ok) throw new Error('qr'); return response.json(); })
      .then(function (qr) {
        var app = el('a', { href: origin + '/payment-sandbox/bank-app?lang=' + lang + '&qr=' + encodeURIComponent(qr.qr_raw_data), target: '_blank', rel: 'noopener' }, [T.bankApp]);
        box.prepend(el('img', { src: qr.qr_image, alt: T.qrAlt, width: '240', height: '240' }), el('p', {}, [app]));
        status.textContent = T.waiting;
        poll();
      })
      .catch(function () { status.textContent = T.failed; });
    box.append(el('div', { class: 'kp-actions' }, [cancel]));
    function poll() {
      pollTimer = setTimeout(function () {
        fetch(api + '/qr/' + encodeURIComponent(data.orderId) + '/status?apikey=' + encodeURIComponent(data.apikey || ''), { cache: 'no-store' })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            if (answer.status === 'pending') return poll();
            if (answer.status === 'expired') { status.textContent = T.expired; return; }
            submitWith(Object.assign({ paymentMethods: 'qr' }, answer.result));
          })
          .catch(poll);
      }, 2000);
    }
    return box;
  }

  function show() {
    if (dialog) { if (!dialog.open) dialog.showModal(); return; }
    var qr = data.paymentMethods === 'qr';
    var status = el('p', { role: 'status', class: 'kp-status' });
    var title = el('h2', { id: 'kp-title' }, [qr ? T.qrTitle : T.title]);
    dialog = el('dialog', { class: 'kpayment-dialog', 'aria-labelledby': 'kp-title', lang: lang }, [title, el('p', { class: 'kp-notice' }, [T.notice + (data.name ? ' · ' + data.name : '')])]);
    dialog.append(qr ? qrBody(status) : cardBody(status));
    if (!qr) dialog.append(status);
    dialog.addEventListener('close', function () {
      if (pollTimer) clearTimeout(pollTimer);
      closeHandlers.forEach(function (fn) { try { fn(); } catch (e) { /* a handler's error is its own */ } });
      dialog.remove();
      dialog = null;
    });
    document.body.appendChild(dialog);
    dialog.showModal();
  }

  function close() { if (dialog && dialog.open) dialog.close(); }

  window.KPayment = { show: show, close: close, onClose: function (fn) { if (typeof fn === 'function') closeHandlers.push(fn); } };

  if (!window.TalatCardRules) {
    var rules = document.createElement('script');
    rules.src = origin + '/payment-sandbox/assets/card-rules.js';
    document.head.appendChild(rules);
  }

  var button = el('button', { type: 'button', class: 'kpayment-button' }, [T.open]);
  button.addEventListener('click', show);
  script.after(button);
})();
