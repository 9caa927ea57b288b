import { enquiryId } from './contact-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[45][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const submission = { name: 'Anna', email: 'anna@example.gr', message: 'A villa in Crete, please.' };

describe('the id of an enquiry', () => {
  it('when the same post comes twice with its request id (a proxy passing it on), then it has the same id', () => {
    expect(enquiryId('req-1', submission)).toBe(enquiryId('req-1', { ...submission }));
    expect(enquiryId('req-1', submission)).toMatch(UUID);
  });

  it('when the request id or the enquiry differs, then the id differs', () => {
    expect(enquiryId('req-2', submission)).not.toBe(enquiryId('req-1', submission));
    expect(enquiryId('req-1', { ...submission, message: 'Another' })).not.toBe(
      enquiryId('req-1', submission),
    );
  });

  it('when the post has no request id, then every enquiry gets a random id', () => {
    expect(enquiryId(undefined, submission)).not.toBe(enquiryId(undefined, submission));
    expect(enquiryId(undefined, submission)).toMatch(UUID);
  });
});
