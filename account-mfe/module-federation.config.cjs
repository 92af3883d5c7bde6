// The remote's public surface: the exposes map is the only door other packages may use.
module.exports = {
  name: 'account',
  exposes: {
    './routes': './src/app/routes.tsx',
    './runtime': './src/app/runtime.ts',
    './AddToJobList': './src/features/job-lists/components/add-to-job-list.tsx',
  },
};
