import { createIdSequence } from './id-sequence';

describe('id sequence', () => {
  it('when ids are reserved, then automatic ids skip them while seeding', () => {
    const ids = createIdSequence('t');
    ids.reserve(2);
    expect([ids.take(), ids.take(), ids.take(2), ids.take()]).toEqual([1, 3, 2, 4]);
  });

  it('when seeding is over, then new ids follow the highest one ever taken', () => {
    const ids = createIdSequence('t');
    ids.take(50);
    ids.take();
    ids.settle();
    expect(ids.take()).toBe(51);
  });

  it('when an id is pinned twice, then it fails naming the sequence', () => {
    const ids = createIdSequence('api::x.x');
    ids.take(3);
    expect(() => ids.take(3)).toThrow('api::x.x: id 3 is given twice');
    expect(() => ids.take(0)).toThrow('api::x.x: invalid id 0');
  });
});
