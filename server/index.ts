// React and the libraries around it read NODE_ENV when they are first loaded: production unless an
// operator says otherwise. Set before anything else is loaded.
process.env.NODE_ENV ??= 'production';

void import('./main');
