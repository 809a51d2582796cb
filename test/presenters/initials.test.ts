import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initials } from '../../src/presenters/initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    assert.equal(initials('Ada Lovelace'), 'AL');
    assert.equal(initials('acme'), 'A');
    assert.equal(initials('  big   crowd company '), 'BC');
    assert.equal(initials('élan vital'), 'ÉV');
  });

  it('keeps a first character outside the BMP whole', () => {
    assert.equal(initials('𝔸lpha 𝔹eta'), '𝔸𝔹');
    assert.equal(initials('😀 Smiles'), '😀S');
  });

  it('is empty for a name of only spaces', () => {
    assert.equal(initials('   '), '');
  });
});
