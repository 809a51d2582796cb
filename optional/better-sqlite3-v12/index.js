// better-sqlite3 12 (this package's dependency), as `better-sqlite3-v12`.
module.exports = require('better-sqlite3');
