import { setImmediate as nextTurn } from 'node:timers/promises';
import { coalescedBody } from './coalesced-body';

describe('coalescedBody', () => {
  it('passes on what is written within one turn as one chunk', async () => {
    const passed: string[] = [];
    const { body, finish } = coalescedBody((chunk) => passed.push(chunk.toString()));
    for (const piece of ['<html>', '<body>', 'a page in ', 'many pieces']) body.write(piece);
    await nextTurn();
    expect(passed).toEqual(['<html><body>a page in many pieces']);
    await finish();
    expect(passed).toHaveLength(1);
  });

  it('passes on what comes in a later turn without waiting for the end', async () => {
    const passed: string[] = [];
    const { body, finish } = coalescedBody((chunk) => passed.push(chunk.toString()));
    body.write('the shell');
    await nextTurn();
    expect(passed).toEqual(['the shell']);
    body.write('a part that ');
    body.write('waited');
    await nextTurn();
    expect(passed).toEqual(['the shell', 'a part that waited']);
    await finish();
  });

  it('has passed on everything, the last write included, when it finishes', async () => {
    const passed: string[] = [];
    const { body, finish } = coalescedBody((chunk) => passed.push(chunk.toString()));
    body.write('head');
    body.write('tail');
    await finish();
    expect(passed.join('')).toBe('headtail');
    expect(passed).toHaveLength(1);
  });

  it('passes on nothing for an empty body', async () => {
    const passed: Buffer[] = [];
    const { finish } = coalescedBody((chunk) => passed.push(chunk));
    await finish();
    expect(passed).toEqual([]);
  });
});
