import { LOGIN_TEXT } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/userNormalLogin', payload: { email, password }, remoteAddress });

/** Moves every counter's clock back, as if that many seconds had passed. */
const passSeconds = (seconds: number) =>
  ctx.handle.db.execute(sql`UPDATE login_throttle SET updated_at = updated_at - make_interval(secs => ${seconds}),
    blocked_until = blocked_until - make_interval(secs => ${seconds})`);

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

let owner: TestUser;
beforeAll(async () => {
  owner = await ctx.signIn('Field Facilitator');
});

describe('the sign-in throttle under parallel guesses', () => {
  it('checks only the free attempts of 100 parallel guesses; the rest get 429 with Retry-After, never a 5xx', async () => {
    const started = Date.now();
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(owner.email, `wrong-${i}`, '10.20.0.1')));
    const seconds = (Date.now() - started) / 1000;
    // 5 free, then one more each time a wait of 1 s, 2 s, 4 s … has passed during the burst
    const allowed = 5 + Math.floor(Math.log2(seconds + 1));
    const counts = statuses(guesses);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeGreaterThanOrEqual(5);
    expect(counts[401]).toBeLessThanOrEqual(allowed);
    expect(counts[401] + counts[429]).toBe(100);
    for (const refused of guesses.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toEqual({ Status: false, Message: LOGIN_TEXT.tooManyAttempts, code: 'tooManyAttempts' });
    }
    // the attacker's address stays held back, even with the right password. Its last wait began during
    // the burst and can end before this try on a slow machine: it is moved on by the time since the burst began.
    const sinceBurst = (Date.now() - started) / 1000;
    await ctx.handle.db.execute(sql`UPDATE login_throttle SET blocked_until = blocked_until + make_interval(secs => ${sinceBurst})
      WHERE throttle_key = ${`pair:10.20.0.1|${owner.email}`}`);
    expect((await login(owner.email, owner.password, '10.20.0.1')).statusCode).toBe(429);
    // the owner, from an address of their own, is not
    expect((await login(owner.email, owner.password, '10.20.0.2')).statusCode).toBe(200);
  });

  it('lets in every one of parallel sign-ins with the right password from one address, below the free attempts', async () => {
    const users = [
      await ctx.signIn('Field Facilitator'),
      await ctx.signIn('Field Facilitator'),
      await ctx.signIn('Field Facilitator'),
    ];
    // an office behind one address: each check is counted until its password proves right, and a check that
    // waited for another's lock must not take that one's start as a wait of its own (a 429 with nothing failed)
    for (let round = 0; round < 5; round++) {
      const tries = users.flatMap((user) => Array.from({ length: 4 }, () => login(user.email, user.password, '10.25.0.1')));
      expect(statuses(await Promise.all(tries))).toEqual({ 200: 12 });
    }
  });

  it('has no arithmetic that overflows, however many failures are counted', async () => {
    const user = await ctx.signIn('Field Facilitator');
    await login(user.email, 'wrong', '10.21.0.1');
    await ctx.handle.db.execute(sql`UPDATE login_throttle SET failures = 2147483647, blocked_until = now() - interval '1 second'
      WHERE throttle_key LIKE ${`%${user.email}%`} OR throttle_key = 'address:10.21.0.1'`);
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(user.email, 'wrong', '10.21.0.1')));
    expect(responses.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('backs off 1 s, 2 s, 4 s … after the free failures, and lets the owner in once the wait is over', async () => {
    const user = await ctx.signIn('Field Facilitator');
    const pairWait = async () => {
      const [row] = await queryRows<{ seconds: number }>(
        ctx.handle.db,
        sql`SELECT round(extract(epoch FROM blocked_until - updated_at))::int AS seconds FROM login_throttle
            WHERE throttle_key = ${`pair:10.22.0.1|${user.email}`}`,
      );
      return row.seconds;
    };
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong', '10.22.0.1')).statusCode).toBe(401);
    expect(await pairWait()).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await login(user.email, 'wrong', '10.22.0.1')).statusCode).toBe(401);
      waits.push(await pairWait());
      await passSeconds(waits[i] + 1);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect((await login(user.email, 'wrong', '10.22.0.1')).statusCode).toBe(401);
    const refused = await login(user.email, user.password, '10.22.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(8);
    await passSeconds(9);
    expect((await login(user.email, user.password, '10.22.0.1')).statusCode).toBe(200);
  });
});

describe('an attacker cannot keep the owner out', () => {
  it('a slow attack from one address (30 guesses in half an hour) never refuses the owner elsewhere', async () => {
    const user = await ctx.signIn('Field Facilitator');
    for (let i = 0; i < 30; i++) {
      const guess = await login(user.email, `wrong-${i}`, '10.30.0.1');
      expect([401, 429]).toContain(guess.statusCode);
      // in the second quarter hour the owner, signing in from the office right after a guess, gets in
      if (i >= 15) expect((await login(user.email, user.password, '10.30.0.2')).statusCode).toBe(200);
      await passSeconds(60);
    }
  });

  it('guesses from many addresses only slow a clean address to a short pace, while suspect addresses wait long', async () => {
    const user = await ctx.signIn('Field Facilitator');
    // 12 addresses, 3 guesses each, at the pace allowed: each address becomes suspect for this account
    for (let a = 0; a < 12; a++) {
      for (let i = 0; i < 3; i++) {
        expect((await login(user.email, `wrong-${a}-${i}`, `10.40.0.${a + 1}`)).statusCode).toBe(401);
        await passSeconds(11);
      }
    }
    expect((await login(user.email, 'one-more', '10.40.0.99')).statusCode).toBe(401);
    const owner = await login(user.email, user.password, '10.40.1.1');
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(10);
    const suspect = await login(user.email, 'another-guess', '10.40.0.1');
    expect(suspect.statusCode).toBe(429);
    expect(Number(suspect.headers['retry-after'])).toBeGreaterThan(60);
    await passSeconds(11);
    // the pace is over for the owner, the suspect address still waits
    expect((await login(user.email, 'another-guess', '10.40.0.2')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.40.1.1')).statusCode).toBe(200);
  });

  it('one address trying many accounts is held back after its free failures', async () => {
    const responses = [];
    for (let i = 0; i < 25; i++) responses.push(await login(`nobody-${i}@example.org`, 'wrong', '10.50.0.1'));
    expect(statuses(responses)).toEqual({ 401: 20, 429: 5 });
    expect((await login(owner.email, owner.password, '10.50.0.2')).statusCode).toBe(200);
  });
});
