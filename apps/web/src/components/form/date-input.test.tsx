import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { renderWithProviders } from '../../test/render';
import { DateInput, MonthInput, type DateInputProps } from './date-input';

type HarnessProps = Omit<DateInputProps, 'value' | 'onChange' | 'id' | 'label'> & {
  initial?: string;
  onChange?: (value: string) => void;
  month?: boolean;
};

/** A date input as a form holds it: the value it reports is the value it is given next. */
function Harness({ initial = '', onChange, month, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const Input = month ? MonthInput : DateInput;
  return (
    <Input
      id="movein"
      label="Move-in date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('DateInput', () => {
  it('shows the day first in English, the calendar button saying which day is chosen', () => {
    renderWithProviders(<Harness initial="2026-11-25" />);
    expect(screen.getByLabelText('Move-in date')).toHaveValue('25/11/2026');
    expect(screen.getByLabelText('Move-in date').tagName).toBe('INPUT');
    expect(
      screen.getByRole('button', { name: 'Choose date, selected date is 25 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('shows the day first in Kiswahili too, the calendar button in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    renderWithProviders(<Harness initial="2026-11-25" />);
    expect(screen.getByLabelText('Move-in date')).toHaveValue('25/11/2026');
    expect(
      screen.getByRole('button', { name: 'Chagua tarehe, tarehe uliyochagua ni 25 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('reads 01/12/2026 as the 1st of December, and reports nothing until the day is whole', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Move-in date');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.type(input, '01/12/202');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '6');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    expect(input).toHaveValue('01/12/2026');
  });

  it('takes the digits alone and writes the slashes when the user moves on', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText('Move-in date'), '25112026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    await user.tab();
    expect(screen.getByLabelText('Move-in date')).toHaveValue('25/11/2026');
  });

  it('reports no day for one that does not exist, and says how to type it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness initial="2026-11-25" onChange={onChange} />);
    const input = screen.getByLabelText('Move-in date');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Type the day as DD/MM/YYYY');
  });

  it('says a day after max is too late, as MUI X flags it, and the calendar does not offer it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Harness initial="2026-11-20" min="2026-11-02" max="2026-11-25" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Move-in date');
    await user.clear(input);
    await user.type(input, '30/11/2026');
    // Like MUI X's own field, the day is kept and flagged: the form's rules have the last word.
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The latest day is 25 Nov 2026');

    await user.clear(input);
    await user.type(input, '01/11/2026');
    expect(input).toHaveAccessibleDescription('The earliest day is 2 Nov 2026');

    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '30' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '1' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '24' })).toBeEnabled();
  });

  it('sets the day chosen in the calendar, weeks starting on Monday', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness initial="2026-11-25" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('grid');
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays[0]).toHaveTextContent('Mo');
    await user.click(within(calendar).getByRole('gridcell', { name: '3' }));
    const ok = screen.queryByRole('button', { name: 'OK' });
    if (ok) await user.click(ok); // the phone's dialog asks for OK
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03');
    expect(screen.getByLabelText('Move-in date')).toHaveValue('03/11/2026');
  });

  it('speaks Kiswahili in the calendar: month names, weekdays and buttons', async () => {
    await i18n.changeLanguage('sw');
    const { user } = renderWithProviders(<Harness initial="2026-11-25" />);
    await user.click(screen.getByRole('button', { name: /^Chagua tarehe/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('J3');
    expect(screen.getByText('Novemba 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mwezi ujao' })).toBeInTheDocument();
  });

  it('is read-only without a calendar button, and disabled with a disabled one', () => {
    const { unmount } = renderWithProviders(<Harness initial="2026-11-25" readOnly />);
    expect(screen.getByLabelText('Move-in date')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /^Choose date/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness initial="2026-11-25" disabled />);
    expect(screen.getByLabelText('Move-in date')).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Choose date/ })).toBeDisabled();
  });
});

describe('MonthInput', () => {
  it("shows the month by name in the app's language and takes 06/2026 typed", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness month initial="2026-11" onChange={onChange} />);
    const input = screen.getByLabelText('Move-in date');
    expect(input).toHaveValue('November 2026');
    await user.clear(input);
    await user.type(input, '06/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-06');
    await user.tab();
    expect(input).toHaveValue('June 2026');
    await i18n.changeLanguage('sw');
    expect(await screen.findByDisplayValue('Juni 2026')).toBe(input);
  });
});
