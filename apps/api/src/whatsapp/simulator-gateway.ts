import { randomBytes } from 'node:crypto';
import type { WhatsappGateway } from './gateway.ts';

/**
 * The default gateway: nothing leaves the machine. The outbox row is the message (the simulator
 * screen shows it in the recipient's inbox), and it counts as delivered at once.
 */
export function createSimulatorGateway(): WhatsappGateway {
  return {
    name: 'simulator',
    async send(request) {
      return {
        outcome: 'sent',
        wamid: `wamid.SIM${randomBytes(12).toString('hex')}`,
        waId: request.to,
        delivered: true,
      };
    },
  };
}

const SIMULATOR_NUMBER = /^sim-unit-([1-9]\d{0,9})$/;

/**
 * The business number the simulator writes to for a unit that has no WhatsApp number yet: routing
 * accepts it only in simulator mode.
 */
export function simulatorPhoneNumberId(unitId: number): string {
  return `sim-unit-${unitId}`;
}

export function unitOfSimulatorPhoneNumberId(phoneNumberId: string): number | null {
  const match = SIMULATOR_NUMBER.exec(phoneNumberId);
  return match ? Number(match[1]) : null;
}
