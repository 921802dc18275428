/**
 * SVG → PNG with resvg (WebAssembly). The wasm module is imported precompiled:
 * workerd forbids compiling WebAssembly from bytes at run time. Fonts and wasm
 * are set up once per isolate.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import { fontMetrics } from './font-metrics';
import interRegular from './fonts/inter-latin-400-normal.woff.bin';
import interBold from './fonts/inter-latin-700-normal.woff.bin';
import { type OgContent, type OgFonts, ogSvg } from './og-layout';
import { woffToSfnt } from './woff';

interface Renderer {
  fonts: OgFonts;
  fontBuffers: Uint8Array[];
}

let renderer: Promise<Renderer> | undefined;

async function setUp(): Promise<Renderer> {
  const [, bold, regular] = await Promise.all([
    initWasm(resvgWasm),
    woffToSfnt(interBold),
    woffToSfnt(interRegular),
  ]);
  return {
    fonts: { bold: fontMetrics(bold), regular: fontMetrics(regular) },
    fontBuffers: [bold, regular],
  };
}

export async function renderOgImage(content: OgContent): Promise<Uint8Array> {
  renderer ??= setUp().catch((error) => {
    renderer = undefined;
    throw error;
  });
  const { fonts, fontBuffers } = await renderer;
  const resvg = new Resvg(ogSvg(content, fonts), {
    fitTo: { mode: 'original' },
    font: { fontBuffers, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
