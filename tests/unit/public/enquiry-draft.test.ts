import { describe, expect, it } from 'vitest';
import { keepEnquiry, keptEnquiry } from '@/features/public/contact-us/enquiry-draft';

describe('the enquiry kept in the tab while it is typed', () => {
  it('keeps every value but the SSN, and gives them back', () => {
    keepEnquiry({ is_client: true, ssn: '987-65-4320', first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org', phone_number: '(410) 555-0101', enquiry_type_id: 2, description: 'When?' });
    expect(sessionStorage.getItem('payee-enquiry')).not.toContain('4320');
    expect(keptEnquiry()).toEqual({ is_client: true, first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org', phone_number: '(410) 555-0101', enquiry_type_id: 2, description: 'When?' });
  });

  it('keeps nothing for an empty form, as after a sent enquiry', () => {
    keepEnquiry({ first_name: 'Ada' });
    keepEnquiry({ first_name: '', is_client: false });
    expect(sessionStorage.length).toBe(0);
    expect(keptEnquiry()).toBeNull();
  });

  it('ignores what it did not write: unreadable text, other types, other names', () => {
    sessionStorage.setItem('payee-enquiry', '{not json');
    expect(keptEnquiry()).toBeNull();
    sessionStorage.setItem('payee-enquiry', JSON.stringify({ first_name: 7, ssn: '987654320', enquiry_type_id: '2', is_client: 'yes', email: 'ada@example.org' }));
    expect(keptEnquiry()).toEqual({ email: 'ada@example.org' });
  });
});
