// The vehicle and outboard selectors' cascading choices (GET /vehicles/... and /outboards/...):
// each list narrows by the choices before it; the last one names the equipment model.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type OutboardYearChoice, type VehicleEngineChoice } from '@storefront/contract';

const data = <T>({ data }: StoreApiResult<T>) => data;

const selectorApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getVehicleYears: build.query<number[], void>({
      query: () => '/vehicles/years',
      transformResponse: data<number[]>,
    }),
    getVehicleMakes: build.query<string[], { year: number }>({
      query: ({ year }) => ({ url: '/vehicles/makes', params: { year } }),
      transformResponse: data<string[]>,
    }),
    getVehicleModels: build.query<string[], { year: number; make: string }>({
      query: (params) => ({ url: '/vehicles/models', params }),
      transformResponse: data<string[]>,
    }),
    getVehicleEngines: build.query<
      VehicleEngineChoice[],
      { year: number; make: string; model: string }
    >({
      query: (params) => ({ url: '/vehicles/engines', params }),
      transformResponse: data<VehicleEngineChoice[]>,
    }),
    getOutboardMakes: build.query<string[], void>({
      query: () => '/outboards/makes',
      transformResponse: data<string[]>,
    }),
    getOutboardHorsepower: build.query<number[], { make: string }>({
      query: (params) => ({ url: '/outboards/horsepower', params }),
      transformResponse: data<number[]>,
    }),
    getOutboardYears: build.query<OutboardYearChoice[], { make: string; horsepower: number }>({
      query: (params) => ({ url: '/outboards/years', params }),
      transformResponse: data<OutboardYearChoice[]>,
    }),
  }),
});

export const {
  useGetVehicleYearsQuery: useVehicleYearsQuery,
  useGetVehicleMakesQuery: useVehicleMakesQuery,
  useGetVehicleModelsQuery: useVehicleModelsQuery,
  useGetVehicleEnginesQuery: useVehicleEnginesQuery,
  useGetOutboardMakesQuery: useOutboardMakesQuery,
  useGetOutboardHorsepowerQuery: useOutboardHorsepowerQuery,
  useGetOutboardYearsQuery: useOutboardYearsQuery,
} = selectorApi;
