import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tokenFromHeader } from '../../src/services/auth-service.ts';
import { ApiError } from '../../src/errors.ts';
import {
  PAT_PREFIX,
  SESSION_PREFIX,
  SessionTokenMinter,
  newPersonalAccessToken,
  personalAccessTokenPrefix,
  newSessionId,
  sha256Hex,
  tokenKind,
} from '../../src/crypto/tokens.ts';

function rejection(header: string | undefined): ApiError {
  try {
    tokenFromHeader(header);
  } catch (error) {
    assert.ok(error instanceof ApiError);
    return error;
  }
  assert.fail(`tokenFromHeader(${JSON.stringify(header)}) did not throw`);
}

describe('personal access tokens', () => {
  it('are rs_pat_ followed by 43 base64url characters that decode to 32 bytes', () => {
    const token = newPersonalAccessToken();
    assert.equal(PAT_PREFIX, 'rs_pat_');
    assert.match(token, /^rs_pat_[A-Za-z0-9_-]{43}$/);
    assert.equal(Buffer.from(token.slice(PAT_PREFIX.length), 'base64url').length, 32);
    assert.equal(tokenKind(token), 'pat');
  });

  it('are shown by a prefix of rs_pat_ and 8 characters, which is a start of the token', () => {
    const token = newPersonalAccessToken();
    const prefix = personalAccessTokenPrefix(token);
    assert.match(prefix, /^rs_pat_[A-Za-z0-9_-]{8}$/);
    assert.ok(token.startsWith(prefix));
  });

  it('are random', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newPersonalAccessToken()));
    assert.equal(tokens.size, 100);
  });
});

describe('session tokens', () => {
  const master = Buffer.alloc(32, 1);

  it('are the same for the same session and key, and differ otherwise', () => {
    const minter = new SessionTokenMinter(master);
    const id = newSessionId();
    assert.match(id, /^[0-9a-f]{32}$/);
    const token = minter.tokenFor(id);
    assert.match(token, /^rs_st_[A-Za-z0-9_-]{43}$/);
    assert.ok(token.startsWith(SESSION_PREFIX));
    assert.equal(tokenKind(token), 'session');
    assert.equal(new SessionTokenMinter(master).tokenFor(id), token);
    assert.notEqual(minter.tokenFor(newSessionId()), token);
    assert.notEqual(new SessionTokenMinter(Buffer.alloc(32, 2)).tokenFor(id), token);
  });

  it('do not contain the session id', () => {
    const id = newSessionId();
    assert.ok(!new SessionTokenMinter(master).tokenFor(id).includes(id));
  });
});

describe('tokenKind', () => {
  it('rejects strings of neither form', () => {
    const body = 'A'.repeat(43);
    for (const token of [
      '',
      'abc',
      `rs_pat_${body}x`,
      `rs_pat_${body.slice(1)}`,
      `rs_pat_${body.slice(1)}=`,
      `xx_pat_${body}`,
      `rs_st_${body}!`,
    ]) {
      assert.equal(tokenKind(token), null, token);
    }
    assert.equal(tokenKind(`rs_pat_${body}`), 'pat');
    assert.equal(tokenKind(`rs_st_${body}`), 'session');
  });
});

describe('sha256Hex', () => {
  it('is the hex SHA-256 digest', () => {
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('tokenFromHeader', () => {
  it('takes the token of Bearer <token> with the scheme word in any case', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      assert.equal(tokenFromHeader(`${scheme} tok123`), 'tok123');
    }
  });

  it('takes a bare token, and tolerates surrounding whitespace', () => {
    assert.equal(tokenFromHeader('tok123'), 'tok123');
    assert.equal(tokenFromHeader('  Bearer   tok123  '), 'tok123');
  });

  it('answers missingAccessToken when there is no header or it is blank', () => {
    for (const header of [undefined, '', '   ']) {
      const error = rejection(header);
      assert.equal(error.statusCode, 401);
      assert.equal(error.type, 'missingAccessToken');
    }
  });

  it('answers malformedAccessToken for other schemes and shapes', () => {
    for (const header of ['Basic abc', 'Bearer a b', 'Bearer', 'bearer', 'a b']) {
      const error = rejection(header);
      assert.equal(error.statusCode, 401, header);
      assert.equal(error.type, 'malformedAccessToken', header);
    }
  });
});
