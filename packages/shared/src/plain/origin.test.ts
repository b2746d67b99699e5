import { describe, expect, it } from 'vitest';
import { displayOrigin } from './origin.ts';

describe('displayOrigin', () => {
  it("shows the stored 'parish,family' with a space after the comma", () => {
    expect(displayOrigin('കുറവിലങ്ങാട്,ഓലിക്കൽ')).toBe('കുറവിലങ്ങാട്, ഓലിക്കൽ');
  });
  it('keeps one space where the text already has some, and drops empty parts', () => {
    expect(displayOrigin('കുറവിലങ്ങാട്,   ഓലിക്കൽ ')).toBe('കുറവിലങ്ങാട്, ഓലിക്കൽ');
    expect(displayOrigin('പാലാ,')).toBe('പാലാ');
    expect(displayOrigin('')).toBe('');
  });
});
