// The DOM matchers' types for this package's tests in the front-end program (jest itself loads
// the matchers through build/create-jest-config.cjs).
import '@testing-library/jest-dom';
