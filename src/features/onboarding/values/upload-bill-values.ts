import { idOf, shown, storedAmount, text, type StepValuesDefinition } from './common';

export interface BillValues {
  id?: number;
  reporting_account_id?: number;
  amount?: string;
  /** '1' yes, '0' no. */
  is_recursive?: string;
  bill_repeat_frequency_id?: number;
  repeat_intervals?: string;
  /** A newly chosen file, at files[0] as the API names it. */
  files?: (File | null | undefined)[];
}

export interface UploadBillValues {
  client_bills: BillValues[];
}

export const newBill = (): BillValues => ({ is_recursive: '0' });

/** Step 6, client_bills: `client_bills[i][id|reporting_account_id|amount|is_recursive|bill_repeat_frequency_id|repeat_intervals|files][0]`. */
export const uploadBillValues: StepValuesDefinition<UploadBillValues> = {
  slug: 'client_bills',
  initialValues: (detail) => {
    const bills = (detail.client_bills ?? []).map(
      (bill): BillValues => ({
        id: bill.id,
        reporting_account_id: idOf(bill.reporting_account_id),
        amount: storedAmount(bill.amount),
        is_recursive: Number(bill.is_recursive) === 1 ? '1' : '0',
        bill_repeat_frequency_id: idOf(bill.bill_repeat_frequency_id),
        repeat_intervals: shown(bill.repeat_intervals),
      }),
    );
    return { client_bills: bills.length > 0 ? bills : [newBill()] };
  },
  toPayload: (values) => ({
    step: 'client_bills',
    skip: 0,
    client_bills: values.client_bills.map((bill) => {
      const recurring = bill.is_recursive === '1';
      const file = bill.files?.[0];
      return {
        id: bill.id,
        reporting_account_id: bill.reporting_account_id,
        amount: text(bill.amount),
        is_recursive: bill.is_recursive === undefined ? undefined : recurring ? 1 : 0,
        bill_repeat_frequency_id: recurring ? bill.bill_repeat_frequency_id : undefined,
        repeat_intervals: recurring ? text(bill.repeat_intervals) : undefined,
        files: file ? [file] : undefined,
      };
    }),
  }),
};
