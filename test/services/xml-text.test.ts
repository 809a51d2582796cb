// The text of a DOCX's or ODT's document XML, read by the tag scanner: the
// same text as the regular expressions it replaces gave for documents whose
// tags are well formed, and, for the runs of `<` that made those take
// quadratic time, the text as it is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { decodeReferences, DOCX_TAGS, ODT_TAGS, xmlText } from '../../src/services/xml-text.ts';

// What the tags meant as regular expressions, before the scanner: the reference on small inputs.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function referenceText(xml: string, breaks: RegExp, spaces: RegExp): string {
  return xml
    .replace(breaks, '\n')
    .replace(spaces, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] !== '#') return Object.hasOwn(ENTITIES, entity) ? ENTITIES[entity]! : whole;
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}
const DOCX_BREAKS = /<\/w:p>|<w:br\b[^>]*\/>|<w:cr\b[^>]*\/>/g;
const DOCX_SPACES = /<w:tab\b[^>]*\/>/g;
const ODT_BREAKS = /<\/text:(?:p|h)>|<text:line-break\b[^>]*\/>/g;
const ODT_SPACES = /<text:(?:s|tab)\b[^>]*\/>/g;

/** Well-formed tags (no `<` inside one), text and references, as a document's XML has them. */
const documentXml = (tags: string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...tags),
        fc.constantFrom('<w:r>', '</w:r>', '<w:t xml:space="preserve">', '</w:t>', '<?xml version="1.0"?>', '<x/>'),
        fc.constantFrom(
          'Ada',
          ' ',
          'é',
          '&amp;',
          '&lt;',
          '&#233;',
          '&#xE9;',
          '&#x;',
          '&nope;',
          '&AMP;',
          '&constructor;',
          '&',
          ';',
          '#',
          '>',
        ),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(''));

describe('the text of document XML', () => {
  it('reads a DOCX paragraph, line break and tab as a person sees them', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>Grace</w:t><w:tab/><w:t>Hopper</w:t><w:br w:type="page"/></w:r></w:p><w:p>Compilers &amp; COBOL</w:p>';
    assert.equal(xmlText(xml, DOCX_TAGS), 'Grace Hopper\n\nCompilers & COBOL\n');
  });

  it('reads an ODT heading, paragraph, line break and spaces', () => {
    const xml = '<text:h>Ada Lovelace</text:h><text:p>ada@example.com<text:line-break/>Tel<text:s text:c="2"/>1234</text:p>';
    assert.equal(xmlText(xml, ODT_TAGS), 'Ada Lovelace\nada@example.com\nTel 1234\n');
  });

  it('gives the text the regular expressions it replaces gave, for well-formed tags', () => {
    const docx = ['</w:p>', '<w:p>', '<w:br/>', '<w:br w:type="page"/>', '<w:cr/>', '<w:tab/>', '<w:tabs>', '<w:bra/>'];
    fc.assert(
      fc.property(documentXml(docx), (xml) => assert.equal(xmlText(xml, DOCX_TAGS), referenceText(xml, DOCX_BREAKS, DOCX_SPACES), xml)),
      { numRuns: 3000 },
    );
    const odt = [
      '</text:p>',
      '</text:h>',
      '<text:p>',
      '<text:line-break/>',
      '<text:s/>',
      '<text:s text:c="3"/>',
      '<text:tab/>',
      '<text:span>',
    ];
    fc.assert(
      fc.property(documentXml(odt), (xml) => assert.equal(xmlText(xml, ODT_TAGS), referenceText(xml, ODT_BREAKS, ODT_SPACES), xml)),
      { numRuns: 3000 },
    );
  });

  it('keeps as text a `<` that no `>` closes, and everything after it', () => {
    assert.equal(xmlText('<w:p>Ada</w:p><w:br <w:br Lovelace', DOCX_TAGS), 'Ada\n<w:br <w:br Lovelace');
    assert.equal(xmlText('a < b', DOCX_TAGS), 'a < b');
  });

  it('reads a megabyte of unclosed tags, which took the tag patterns quadratic time', () => {
    for (const unit of ['<', '<w:br ', '<text:line-break ', '&', '&#', '&a']) {
      const xml = unit.repeat((1024 * 1024) / unit.length);
      assert.equal(xmlText(xml, unit.includes('text') ? ODT_TAGS : DOCX_TAGS), xml);
    }
  });

  it('decodes named and numeric references, and leaves others as they are', () => {
    assert.equal(decodeReferences('&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#X43;'), '<>&"\'ABC');
    for (const kept of ['&constructor;', '&toString;', '&AMP;', '&#0;', '&#x110000;', '&#99999999999999999999;', '&;', '&#;', '& amp;']) {
      assert.equal(decodeReferences(kept), kept);
    }
  });
});
