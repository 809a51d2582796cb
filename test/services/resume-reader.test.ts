// What is read from a resume's text: the name, address and phone number a
// person would read there, and nothing that only looks like one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contactDetails } from '../../src/services/contact-details.ts';

describe('reading contact details from a resume', () => {
  it('reads a "Name:" line before the first lines', () => {
    assert.deepEqual(contactDetails('CURRICULUM VITAE\nSenior Engineer\nName: José García-Márquez\nEmail: jose@example.es'), {
      name: 'José García-Márquez',
      email_address: 'jose@example.es',
    });
  });

  it('skips headings that are not names', () => {
    assert.equal(contactDetails('Curriculum Vitae\nMary O’Brien\n').name, 'Mary O’Brien');
    assert.equal(contactDetails('Resume\nProfile Summary\nJohn Smith').name, 'John Smith');
  });

  it('finds no name in lines of one word, of digits or of an address', () => {
    assert.equal(contactDetails('Engineer\njane@example.com\n2015 - 2019 Acme').name, undefined);
  });

  it('takes no year range, date or short number for a phone number', () => {
    assert.equal(contactDetails('Ada Lovelace\n2015 - 2019 Acme\n12/05/2020').phone_number, undefined);
    assert.equal(contactDetails('Ada Lovelace\nRoom 1234567').phone_number, undefined);
  });

  it('takes ten digits or more, or fewer with a sign, brackets or a label', () => {
    assert.equal(contactDetails('A B\n555 123 4567').phone_number, '555 123 4567');
    assert.equal(contactDetails('A B\nTel: 7946 0958').phone_number, '7946 0958');
    assert.equal(contactDetails('A B\n+33 1 23 45 67 89').phone_number, '+33 1 23 45 67 89');
  });

  it('reads no digits of an email address as a phone number', () => {
    assert.equal(contactDetails('Ada Lovelace\nada1234567890@example.com').phone_number, undefined);
  });
});
