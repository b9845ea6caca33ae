import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "#app/modules/media/media.contract";
import { toImageDto } from "./image-dto";

const id = "0b6f3c0e-8f1d-4a57-9a8e-2f1d2c3b4a5e";
const file = (variants: number[], width: number | null = Math.max(...variants)) => ({
  id,
  width,
  height: width === null ? null : Math.round(width / 2),
  variants,
});
const widthsIn = (srcset: string) => srcset.split(", ").map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));

describe("toImageDto", () => {
  it("has a 768 px width, for phones that need about 720 device pixels", () => {
    expect(IMAGE_WIDTHS).toContain(768);
  });

  it("lists every stored variant in the srcset, the 768 one included, ascending", () => {
    const dto = toImageDto(file([1600, 320, 1024, 768, 640]));
    expect(widthsIn(dto.srcset)).toEqual([320, 640, 768, 1024, 1600]);
    expect(dto.srcset).toContain(`/uploads/${id}-768.webp 768w`);
    expect(dto.url).toBe(`/uploads/${id}-1024.webp`);
    expect(dto).toMatchObject({ id, width: 1600, height: 800 });
  });

  it("keeps working for files processed before 768 existed: no 768 in their srcset", () => {
    const dto = toImageDto(file([320, 640, 1024]));
    expect(widthsIn(dto.srcset)).toEqual([320, 640, 1024]);
    expect(dto.srcset).not.toContain("768");
    expect(dto.url).toBe(`/uploads/${id}-1024.webp`);
  });

  it("an image narrower than 1024 uses its largest variant as url, 768 when it has it", () => {
    expect(toImageDto(file([320, 640, 768], 800)).url).toBe(`/uploads/${id}-768.webp`);
    expect(toImageDto(file([320, 640], 700)).url).toBe(`/uploads/${id}-640.webp`);
  });

  it("an image smaller than every standard width has its one variant", () => {
    const dto = toImageDto(file([200]));
    expect(dto.srcset).toBe(`/uploads/${id}-200.webp 200w`);
    expect(dto.url).toBe(`/uploads/${id}-200.webp`);
  });
});
