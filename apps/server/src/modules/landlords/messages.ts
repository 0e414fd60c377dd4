import { msg } from '@rental/shared/message-catalogue';
import { formatKes } from '@rental/shared/money';

/** The figures of an owner statement an SMS to the landlord states. */
export interface StatementSmsFacts {
  /** "November 2026". */
  month: string;
  collected: number;
  due: number;
  /** Who sends it: the agent's name on bills. */
  agent: string;
}

/** What the landlords routes answer besides field errors (validationMessages), and their SMS. */
export const landlordMessages = {
  agentsOnly: msg('error.landlordsAgentsOnly'),
  inUse: (name: string) => msg('error.landlordInUse', { name }),
  /**
   * The owner statement by SMS. A month whose commission and expenses came to more than was
   * collected says so, rather than "due to you -KES 2,000".
   */
  statementSms: ({ month, collected, due, agent }: StatementSmsFacts) =>
    due >= 0
      ? `Your statement for ${month}: collected ${formatKes(collected)}, due to you ` +
        `${formatKes(due)}. ${agent}`
      : `Your statement for ${month}: collected ${formatKes(collected)}; commission and ` +
        `expenses came to ${formatKes(-due)} more. ${agent}`,
};
