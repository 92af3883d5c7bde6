// The host exposes nothing; its remotes are registered at run time from /remotes.json.
module.exports = {
  name: 'host',
};
