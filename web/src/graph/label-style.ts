/**
 * How node labels look and how big they are: text on a light box right of the node (the box keeps
 * a label readable over edges), bold for marked nodes, gray when faded. The layout, the label
 * choice and sigma's drawing all use these sizes, so what is kept apart is what is drawn.
 */
import type { NodeHoverDrawingFunction, NodeLabelDrawingFunction } from 'sigma/rendering';

/** Font and box of a label, in pixels. */
export const LABEL = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  size: 12,
  /** Box height. */
  height: 16,
  /** Text inset on each side of the box. */
  pad: 3,
  /** Space between the node's disc and the box (room for a marked node's ring). */
  gap: 5,
} as const;

type Style = 'marked' | 'plain' | 'faint';

/** The canvas font of a label in `style`. */
export function labelFont(style: Style): string {
  return `${style === 'marked' ? '600' : '400'} ${LABEL.size}px ${LABEL.font}`;
}

/** A function giving a label's box width: text width (measured on a canvas) plus insets. */
export function labelMeasurer(): (text: string, style: Style) => number {
  const context = document.createElement('canvas').getContext('2d');
  const cache = new Map<string, number>();
  return (text, style) => {
    const id = `${style}\u0000${text}`;
    let w = cache.get(id);
    if (w === undefined) {
      if (context) context.font = labelFont(style);
      // Without a 2D context (never in a browser), estimate: 7 px a character.
      w = (context ? context.measureText(text).width : text.length * 7) + 2 * LABEL.pad;
      cache.set(id, w);
    }
    return w;
  };
}

/** Draws a label (sigma's defaultDrawNodeLabel), and a marked node's ring: the label layer lies over the discs. */
export const drawLabel: NodeLabelDrawingFunction = (context, data) => {
  if (!data.label) return;
  const { labelStyle, ring } = data as { labelStyle?: Style; ring?: string };
  const style = labelStyle ?? 'plain';
  if (ring) {
    context.beginPath();
    context.arc(data.x, data.y, data.size + 2, 0, 2 * Math.PI);
    context.strokeStyle = ring;
    context.lineWidth = 2.5;
    context.stroke();
  }
  context.font = labelFont(style);
  const width = context.measureText(data.label).width + 2 * LABEL.pad;
  const x = data.x + data.size + LABEL.gap;
  const y = data.y - LABEL.height / 2;
  context.fillStyle = style === 'marked' ? 'rgba(255, 244, 230, 0.95)' : 'rgba(255, 255, 255, 0.85)';
  context.fillRect(x, y, width, LABEL.height);
  if (style === 'marked') {
    context.strokeStyle = '#ffc078';
    context.lineWidth = 1;
    context.strokeRect(x + 0.5, y + 0.5, width - 1, LABEL.height - 1);
  }
  context.fillStyle = style === 'faint' ? '#868e96' : '#1f2430';
  context.textBaseline = 'middle';
  context.fillText(data.label, x + LABEL.pad, data.y + 0.5);
  context.textBaseline = 'alphabetic';
};

/**
 * Draws a hovered node (sigma's defaultDrawNodeHover): a soft halo under the disc and the label
 * in the marked style, where the label already is — sigma's own hover box would draw it twice.
 */
export const drawHover: NodeHoverDrawingFunction = (context, data, settings) => {
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = 8;
  context.beginPath();
  context.arc(data.x, data.y, data.size + 1.5, 0, 2 * Math.PI);
  context.fillStyle = '#fff';
  context.fill();
  context.restore();
  drawLabel(context, { ...data, labelStyle: 'marked' } as typeof data, settings);
};
