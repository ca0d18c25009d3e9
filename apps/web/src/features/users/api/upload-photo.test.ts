import { describe, expect, it } from 'vitest';
import { photoProblem } from './upload-photo';

describe('photoProblem', () => {
  it('accepts png, jpg, jpeg and heic up to 5 MB, whatever the letter case', () => {
    for (const name of ['me.png', 'me.JPG', 'me.jpeg', 'me.heic'])
      expect(photoProblem({ name, size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'me.png', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other formats with the specification message', () => {
    for (const name of ['me.gif', 'me.webp', 'png', 'me.png.exe']) {
      expect(photoProblem({ name, size: 10 })).toBe('Only .png, .jpg, .jpeg and .heic formats are allowed.');
    }
  });

  it('refuses files over 5 MB', () => {
    expect(photoProblem({ name: 'me.jpg', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
  });
});
