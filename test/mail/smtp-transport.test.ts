import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureReason } from '../../src/mail/smtp-transport.ts';

describe('failureReason', () => {
  it("keeps the mail server's answer, on one line", () => {
    const error = new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <x@example.org>:\r\n Recipient address rejected");
    assert.equal(
      failureReason(error, 'smtp://mail.example.com'),
      "Can't send mail - all recipients were rejected: 550 5.1.1 <x@example.org>: Recipient address rejected",
    );
  });

  it('never shows the credentials of SMTP_URL, as written or decoded', () => {
    const reason = failureReason(
      new Error('Invalid login: 535 user apikey p@ss:w0rd p%40ss%3Aw0rd rejected'),
      'smtp://apikey:p%40ss%3Aw0rd@mail.example.com',
    );
    assert.ok(!reason.includes('w0rd'), reason);
    assert.ok(!reason.includes('apikey'), reason);
    assert.match(reason, /^Invalid login: 535 user \[redacted\]/);
  });

  it('bounds the length, and says something for an empty error', () => {
    assert.equal(failureReason(new Error('x'.repeat(5000)), 'smtp://h').length, 1000);
    assert.equal(failureReason(new Error(''), 'smtp://h'), 'Sending failed');
  });
});
