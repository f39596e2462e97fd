enough samples
one PC per sample
PCs in range
mostly user

