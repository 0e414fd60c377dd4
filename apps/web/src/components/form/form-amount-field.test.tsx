import { zodResolver } from '@hookform/resolvers/zod';
import { kesAmount } from '@rental/shared/schemas/amounts';
import { screen } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { FormAmountField } from './form-amount-field';

const schema = z.object({ amount: kesAmount('Please enter amount') });

/** One amount field in a form checked by the shared schema, as every amount form is. */
function AmountForm({ onValid }: { onValid: (amount: number) => void }) {
  const { control, handleSubmit } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  return (
    <form onSubmit={handleSubmit((values) => onValid(values.amount))}>
      <FormAmountField control={control} name="amount" label="Amount (KES)" />
      <button type="submit">SAVE</button>
    </form>
  );
}

describe('an amount field', () => {
  it.each(['8,000', '8 000', '8000', 'KES 8,000', 'Ksh 8,000'])(
    'takes %j, shows it formatted when left and saves 8000',
    async (typed) => {
      const saved: number[] = [];
      const { user } = renderWithProviders(<AmountForm onValid={(kes) => saved.push(kes)} />);
      const field = screen.getByLabelText('Amount (KES)');
      await user.type(field, typed);
      await user.tab();
      expect(field).toHaveValue('8,000');
      expect(field).not.toHaveAccessibleDescription();
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      expect(saved).toEqual([8000]);
    },
  );

  it('says what is wrong with a real mistake, and leaves it as typed', async () => {
    const { user } = renderWithProviders(<AmountForm onValid={() => undefined} />);
    const field = screen.getByLabelText('Amount (KES)');
    await user.type(field, '8000.505');
    await user.tab();
    expect(field).toHaveValue('8000.505');
    expect(field).toHaveAccessibleDescription(
      'Too many decimals: shillings have at most 2 (cents)',
    );
    await user.clear(field);
    await user.type(field, 'elfu nane');
    await user.tab();
    expect(field).toHaveAccessibleDescription(
      'Not a number: enter an amount such as 8,000 or 8,000.50',
    );
  });
});

/** Every source file of the web app. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the web forms', () => {
  it('use the amount field for every amount typed in KES', () => {
    const root = join(__dirname, '../..');
    const bare = sourceFiles(root).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      // A text field bound to an amount-like name that is not the amount field.
      const fields = text.match(/<FormTextField[^>]*?name=\{?["'`]?[^"'`}]*["'`]?\}?[^>]*?\/>/gs);
      return (fields ?? [])
        .filter((field) =>
          /name=[^\n]*(amount|price|monthlyrent|deposit|servicecharge|balance|waterunitrate)\b/i.test(
            field,
          ),
        )
        .map((field) => `${path.slice(root.length)}: ${field.split('\n').slice(0, 4).join(' ')}`);
    });
    expect(bare).toEqual([]);
  });
});
