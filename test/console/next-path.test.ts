// The page the console goes to after sign-in (src/routes/next-path.ts):
// only a path of the console's own origin, whatever the browser's URL parser
// would make of the rest.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { HOME_PATH, pageAfterSignIn } from '../../src/routes/next-path.ts';

const ORIGIN = 'https://console.example';

describe('the page after sign-in', () => {
  it('follows a path of the console, with its query and fragment', () => {
    for (const next of ['/account', '/companies/0123456789ab/webhooks?status=failed', '/account/api-keys#new', '/a%20b']) {
      assert.equal(pageAfterSignIn(next, ORIGIN), next);
    }
  });

  it('goes home for anything a browser would read as another site or that is no path', () => {
    for (const next of [
      null,
      '',
      'account',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      `${ORIGIN}.evil.example/`,
      '/signin',
      '/signin?next=/account',
    ]) {
      assert.equal(pageAfterSignIn(next, ORIGIN), HOME_PATH, JSON.stringify(next));
    }
  });

  it('answers with a path of the console for any text, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('/', '\\', '//', '/\\', '%2F', '%5C')), (next) => {
        const page = pageAfterSignIn(next, ORIGIN);
        return new URL(page, ORIGIN).origin === ORIGIN && page.startsWith('/') && !page.startsWith('//');
      }),
      { numRuns: 2000 },
    );
  });
});
