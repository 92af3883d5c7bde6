import { useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import styled from 'styled-components';

interface ImageZoomProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const ZOOM_FACTOR = 2;
/** How far an arrow key moves the magnified spot, in percent of the image. */
const PAN_STEP = 10;
const CENTRE = { x: 50, y: 50 };

/**
 * Off; magnified while a mouse hovers; or pinned by a click, a tap or Enter/Space, which stays
 * until the next click, tap or Escape (a tap has no hover to hold it).
 */
type ZoomState = 'off' | 'hover' | 'pinned';

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The product image as a toggle button. A mouse magnifies the part under the pointer while it
 * hovers; a click, a tap or the keyboard pins the zoom (arrow keys move it), Escape lets go.
 */
export function ImageZoom({ src, alt, width, height }: ImageZoomProps) {
  const [zoom, setZoom] = useState<ZoomState>('off');
  const [origin, setOrigin] = useState(CENTRE);

  const pointAt = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const onPointerEnter = (event: PointerEvent<HTMLButtonElement>) => {
    // Touch and pen "enter" on the tap itself; only a hovering mouse magnifies by pointing.
    if (event.pointerType === 'mouse' && zoom === 'off') setZoom('hover');
  };
  const onPointerLeave = () => setZoom((state) => (state === 'hover' ? 'off' : state));
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && zoom !== 'off') pointAt(event);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom === 'pinned') {
      setZoom('off');
      return;
    }
    // A keyboard "click" has no position (detail 0): magnify the centre.
    if (event.detail > 0) pointAt(event);
    else setOrigin(CENTRE);
    setZoom('pinned');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (zoom === 'off') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setZoom('off');
      return;
    }
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const step = pan[event.key];
    if (!step) return;
    event.preventDefault();
    setOrigin(({ x, y }) => ({ x: clampPercent(x + step[0]), y: clampPercent(y + step[1]) }));
  };

  const zoomed = zoom !== 'off';
  return (
    <Frame
      type="button"
      aria-label="Zoom the product image"
      aria-pressed={zoomed}
      title={zoomed ? 'Escape or click to zoom out; arrow keys move' : 'Click or tap to zoom'}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerMove={onPointerMove}
      $ratio={`${width} / ${height}`}
    >
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        // The product photo is the page's largest paint.
        fetchPriority="high"
        // Only while zoomed (set from script, which the CSP allows): a server-rendered page's
        // style attribute would be refused.
        style={
          zoomed
            ? { transform: `scale(${ZOOM_FACTOR})`, transformOrigin: `${origin.x}% ${origin.y}%` }
            : undefined
        }
      />
    </Frame>
  );
}

const Frame = styled.button<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  display: block;
  width: 100%;
  max-width: 480px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #f4f5f7;
  overflow: hidden;
  cursor: zoom-in;
  /* A tap toggles the zoom at once: no double-tap-to-zoom delay or page zoom on the image. */
  touch-action: manipulation;
  &[aria-pressed='true'] {
    cursor: zoom-out;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    transition: transform 0.15s ease-out;
  }
`;
