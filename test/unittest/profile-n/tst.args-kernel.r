enough samples
one PC per sample
mostly kernel

