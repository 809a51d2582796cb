// The string formats of the request schemas, as this service reads them,
// registered on the Ajv of every request validator (compiled-schemas.ts) in
// place of the generic ones of ajv-formats.
//
// - `uri`: a URL as the WHATWG URL Standard parses it, the parser that
//   delivers webhooks and reads report links (RFC 3986's grammar would refuse
//   internationalised hosts and paths that deliver fine), with no whitespace
//   nor control character anywhere: the parser silently drops tabs and
//   newlines and trims spaces, and a URL is stored as given, so such a string
//   would be stored in a form other than the one used.
// - `date-or-date-time`: an ISO 8601 date (UTC midnight) or a date-time whose
//   seconds may be left out and whose zone may not (a time without a zone
//   would mean the server's local time): the bounds of a time window.

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;
const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

export const REQUEST_FORMATS: Record<string, (value: string) => boolean> = {
  uri: (value) => !WHITESPACE_OR_CONTROL.test(value) && URL.canParse(value),
  'date-or-date-time': (value) => DATE_OR_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
};
