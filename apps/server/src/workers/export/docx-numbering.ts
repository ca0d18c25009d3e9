import { AlignmentType, LevelFormat, type ILevelsOptions } from 'docx';

/** Half an inch, in twentieths of a point: the indent of each list level and quote. */
export const INDENT = 720;
export const LEVELS = [0, 1, 2, 3];

/** Every ordered list restarts its numbering; each distinct start value gets its own numbering definition. */
export class Numbering {
  private instances = 0;
  readonly starts = new Set<number>([1]);
  next(start: number) {
    this.starts.add(start);
    return { reference: `numbers-${start}`, instance: ++this.instances };
  }
  config() {
    const levels = (format: ILevelsOptions['format'], text: (l: number) => string, start = 1) =>
      LEVELS.map((level) => ({
        level,
        format,
        text: text(level),
        start,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: INDENT * (level + 1), hanging: 360 } } },
      }));
    return [
      { reference: 'bullets', levels: levels(LevelFormat.BULLET, (l) => ['•', '◦', '▪', '•'][l] ?? '•') },
      ...[...this.starts].map((start) => ({
        reference: `numbers-${start}`,
        levels: levels(LevelFormat.DECIMAL, (l) => `%${l + 1}.`, start),
      })),
    ];
  }
}
