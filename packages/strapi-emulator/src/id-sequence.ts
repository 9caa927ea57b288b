/**
 * Ids of one table. While seeding, ids pinned anywhere in the dataset are reserved first and skipped by
 * automatic ids; afterwards (writes through the API) a new id follows the highest ever taken, like
 * SQLite's AUTOINCREMENT, so a deleted id never comes back.
 */
export interface IdSequence {
  /** Takes `pinned` (which must be free) or the next free id. */
  take(pinned?: number): number;
  /** Marks an id pinned later in the dataset, so automatic ids skip it. */
  reserve(id: number): void;
  /** Ends seeding: from now on new ids follow the highest one. */
  settle(): void;
}

export function createIdSequence(label: string): IdSequence {
  const taken = new Set<number>();
  const reserved = new Set<number>();
  let next = 1;
  let highest = 0;
  let seeding = true;

  const claim = (id: number): number => {
    taken.add(id);
    reserved.delete(id);
    highest = Math.max(highest, id);
    return id;
  };

  return {
    take(pinned) {
      if (pinned !== undefined) {
        if (!Number.isInteger(pinned) || pinned < 1) throw new Error(`${label}: invalid id ${pinned}`);
        if (taken.has(pinned)) throw new Error(`${label}: id ${pinned} is given twice`);
        return claim(pinned);
      }
      if (!seeding) return claim(highest + 1);
      while (taken.has(next) || reserved.has(next)) next += 1;
      return claim(next);
    },
    reserve(id) {
      if (reserved.has(id)) throw new Error(`${label}: id ${id} is given twice`);
      reserved.add(id);
    },
    settle() {
      seeding = false;
    },
  };
}
