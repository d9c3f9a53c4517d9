// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { sendWithResends, type ResendWorld } from '@/features/onboarding/resend-upload';

const dropped = () => new ApiError({ kind: 'network', message: 'We could not reach the server.' });
const refused = () => new ApiError({ kind: 'http', status: 422, message: 'The photo field is required.' });

function world(online = true): ResendWorld & { waits: number[]; goOffline(): void } {
  const state = { online };
  const waits: number[] = [];
  return {
    waits,
    online: () => state.online,
    wait: async (ms) => {
      waits.push(ms);
    },
    goOffline: () => {
      state.online = false;
    },
  };
}

describe('a save with files whose connection drops part-way', () => {
  it('is sent again, a few seconds later, with the same Idempotency-Key, until it is answered', async () => {
    const keys: string[] = [];
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      if (keys.length < 3) throw dropped();
      return 'saved';
    });
    const onResend = vi.fn();
    const here = world();
    await expect(sendWithResends(send, { onResend, world: here })).resolves.toBe('saved');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(onResend.mock.calls).toEqual([[1], [2]]);
    expect(here.waits).toHaveLength(2);
    for (const ms of here.waits) expect(ms).toBeGreaterThanOrEqual(1000);
  });

  it('gives up after two resends with the last failure', async () => {
    const send = vi.fn(async () => {
      throw dropped();
    });
    await expect(sendWithResends(send, { world: world() })).rejects.toBeInstanceOf(ApiError);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('is not sent again when the server refused it, or when the device has no connection', async () => {
    const refusal = vi.fn(async () => {
      throw refused();
    });
    await expect(sendWithResends(refusal, { world: world() })).rejects.toMatchObject({ status: 422 });
    expect(refusal).toHaveBeenCalledTimes(1);

    const offline = vi.fn(async () => {
      throw dropped();
    });
    await expect(sendWithResends(offline, { world: world(false) })).rejects.toMatchObject({ kind: 'network' });
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to resend when the connection goes meanwhile', async () => {
    const here = world();
    const send = vi.fn(async () => {
      throw dropped();
    });
    here.wait = async () => here.goOffline();
    await expect(sendWithResends(send, { world: here })).rejects.toMatchObject({ kind: 'network' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
