import { outcomeQuery, readOutcome, type ReturnedOutcome } from './contact-protocol';

describe('the outcome of a form sent without JavaScript', () => {
  it.each<[ReturnedOutcome, string]>([
    [{ kind: 'sent' }, 'sent=1'],
    [{ kind: 'failed', reason: 'busy' }, 'failed=busy'],
    [
      {
        kind: 'invalid',
        errors: { name: 'validation.required', email: 'validation.invalid', message: 'validation.required' },
      },
      'required=name,message&invalid=email',
    ],
  ])('when %j is put in the query, then it reads %s and comes back the same', (outcome, query) => {
    expect(outcomeQuery(outcome)).toBe(query);
    expect(readOutcome(new URLSearchParams(query))).toEqual(outcome);
  });

  it.each(['', 'sent=0', 'failed=crash', 'invalid=website,<script>', 'page=2'])(
    'when the query is %j, then there is no outcome to show',
    (query) => {
      expect(readOutcome(new URLSearchParams(query))).toBeNull();
    },
  );
});
