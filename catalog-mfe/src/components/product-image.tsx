import styled from 'styled-components';

interface ProductImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load at once; the rest wait until they scroll near (SPEC performance note). */
  priority?: boolean;
  className?: string;
}

/** An image that always reserves its box (width/height) so loading it never shifts the layout. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: ProductImageProps) {
  return (
    <Img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // The first cards' images are the page's largest paint: fetch them ahead of other images.
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

// The width and height attributes give the box its aspect ratio (height: auto keeps it).
const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  object-fit: contain;
  background: #f4f5f7;
`;
