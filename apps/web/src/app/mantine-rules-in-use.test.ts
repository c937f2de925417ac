import { describe, expect, it } from 'vitest';
import { rulesInUse } from '../../build/mantine-rules-in-use.ts';

const SHEET = `
:root { --mantine-color-body: #fff; }
.mantine-focus-auto:focus-visible { outline: 2px solid; }
.m_1a2b { display: flex; }
.m_dead { color: red; }
.m_1a2b .m_dead, .m_1a2b[data-x] { margin: 0; }
@media (max-width: 40em) { .m_dead { padding: 0; } }
@media (max-width: 40em) { .m_1a2b { padding: 1px; } }
@keyframes m_spin { from { opacity: 0; } to { opacity: 1; } }
._card_x1 { border: 1px solid; }
`;

describe("the stylesheet's Mantine rules", () => {
  const kept = rulesInUse(SHEET, 'var classes = { root: "m_1a2b" };');

  it('keeps the rules of every component a script names, and every rule that names no component', () => {
    expect(kept).toContain('.m_1a2b { display: flex; }');
    expect(kept).toContain('.m_1a2b { padding: 1px; }');
    expect(kept).toContain(':root { --mantine-color-body: #fff; }');
    expect(kept).toContain('.mantine-focus-auto:focus-visible');
    expect(kept).toContain('._card_x1');
    expect(kept).toContain('@keyframes m_spin { from { opacity: 0; } to { opacity: 1; } }');
  });

  it('drops the rules and selectors of components no script names, and what is left empty', () => {
    expect(kept).not.toContain('m_dead');
    expect(kept).toContain('.m_1a2b[data-x] { margin: 0; }');
    expect(kept.match(/@media/g)).toHaveLength(1);
  });
});
