// Typed react-redux hooks for the one store.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, StoreContext } from './create-store';
import type { RootState } from './root-reducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useStoreContext = useStore.withTypes<StoreContext>();
