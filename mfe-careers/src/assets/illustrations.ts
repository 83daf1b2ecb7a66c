import award from './illustrations/award.svg';
import building from './illustrations/building.svg';
import code from './illustrations/code.svg';
import people from './illustrations/people.svg';

// Small brand illustrations bundled with this remote (no outside image host).
export const ILLUSTRATIONS = { award, building, code, people } as const;
