// Writes a store's generated equipment models, their diagram sections and callouts.
import type { Db } from '../connection.js';
import type { ModelSeed } from './generate-models.js';

export async function insertModels(db: Db, storeId: string, models: ModelSeed[]): Promise<void> {
  if (models.length === 0) return;
  const inserted = await db
    .insertInto('equipment_models')
    .values(
      models.map((model) => ({
        store_id: storeId,
        brand: model.brand,
        model_number: model.modelNumber,
        kind: model.kind,
        name: model.name,
        year_from: model.yearFrom,
        year_to: model.yearTo,
        engine: model.engine ?? null,
        horsepower: model.horsepower ?? null,
      })),
    )
    .returning(['id', 'brand', 'model_number'])
    .execute();
  // Matched by what was written rather than by the order RETURNING happens to keep (a model
  // number is unique within its brand).
  const key = (brand: string, modelNumber: string) => `${brand}/${modelNumber}`;
  const modelIdByNumber = new Map(
    inserted.map((row) => [key(row.brand, row.model_number), row.id]),
  );
  const sections = models.flatMap((model) =>
    model.sections.map((section, position) => ({
      modelId: modelIdByNumber.get(key(model.brand, model.modelNumber))!,
      position: position + 1,
      section,
    })),
  );
  const sectionIds = await db
    .insertInto('model_sections')
    .values(
      sections.map(({ modelId, position, section }) => ({
        model_id: modelId,
        position,
        title: section.title,
      })),
    )
    .returning(['id', 'model_id', 'position'])
    .execute();
  const sectionId = new Map(sectionIds.map((row) => [`${row.model_id}/${row.position}`, row.id]));
  await db
    .insertInto('model_parts')
    .values(
      sections.flatMap(({ modelId, position, section }) =>
        section.parts.map((part) => ({
          section_id: sectionId.get(`${modelId}/${position}`)!,
          callout: part.callout,
          product_id: part.productId,
          quantity: part.quantity,
        })),
      ),
    )
    .execute();
}
