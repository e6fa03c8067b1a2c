import { describe, expect, it } from 'vitest';
import { splitNegated } from '../../server/text/split-negated.ts';

describe('splitNegated', () => {
  it('leaves a message without a negation as it is', () => {
    expect(splitNegated('Rename the page Services to Angebote')).toEqual({ asked: 'Rename the page Services to Angebote', negated: '' });
  });

  it('takes the words a negation reaches in its clause out of what is asked', () => {
    expect(splitNegated("don't delete anything, just rename the page")).toEqual({ asked: 'just rename the page', negated: 't delete anything' });
    expect(splitNegated('Benenne die Seite um – aber bitte nichts löschen!')).toEqual({ asked: 'benenne die seite um', negated: 'aber bitte löschen' });
    expect(splitNegated('no need to archive or delete the holiday post, just tell me when it went out').negated).toBe('need to archive or delete');
  });

  it('reaches back from a negation that ends its clause', () => {
    expect(splitNegated('Löschen ist nicht nötig – ersetz einfach den Text')).toEqual({ asked: 'ersetz einfach den text', negated: 'löschen ist nötig' });
  });

  it('ends clauses at the punctuation of scripts written without spaces', () => {
    expect(splitNegated('不要删除，只改标题').asked).not.toContain('删除');
  });
});
