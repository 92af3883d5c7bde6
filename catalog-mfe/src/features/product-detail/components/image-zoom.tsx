import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';

interface ImageZoomProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const ZOOM_FACTOR = 2;

/** The product image; hovering (or pressing it) magnifies the part under the pointer. */
export function ImageZoom({ src, alt, width, height }: ImageZoomProps) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');

  const followPointer = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x}% ${y}%`);
  };

  return (
    <Frame
      type="button"
      aria-label={zoomed ? 'Zoom out of the product image' : 'Zoom into the product image'}
      aria-pressed={zoomed}
      onClick={() => setZoomed((value) => !value)}
      onMouseEnter={() => setZoomed(true)}
      onMouseLeave={() => setZoomed(false)}
      onMouseMove={followPointer}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        // The product photo is the page's largest paint.
        fetchPriority="high"
        style={{ transform: zoomed ? `scale(${ZOOM_FACTOR})` : 'none', transformOrigin: origin }}
      />
    </Frame>
  );
}

const Frame = styled.button`
  display: block;
  width: 100%;
  max-width: 480px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #f4f5f7;
  overflow: hidden;
  cursor: zoom-in;
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
