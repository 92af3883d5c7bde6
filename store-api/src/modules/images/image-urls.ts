// Absolute URLs of the images the API generates, built from PUBLIC_BASE_URL.

export interface ImageUrls {
  product(productId: number, storedUrl: string | null): string;
  brandLogo(brandId: number, storedUrl: string | null): string;
  modelDiagram(modelId: number, sectionId: number): string;
}

export function createImageUrls(publicBaseUrl: string): ImageUrls {
  const base = `${publicBaseUrl}/store-api/images`;
  return {
    product: (id, stored) => stored ?? `${base}/products/${id}.svg`,
    brandLogo: (id, stored) => stored ?? `${base}/brands/${id}.svg`,
    modelDiagram: (modelId, sectionId) =>
      `${publicBaseUrl}/store-api/models/${modelId}/sections/${sectionId}/diagram.svg`,
  };
}
