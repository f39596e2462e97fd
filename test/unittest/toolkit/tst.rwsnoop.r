status 0
  UID CMD          D   BYTES FILE
    0 rw-signal    W      12 TMP/file
    0 rw-signal    R      12 TMP/file (O_RDONLY)
    0 rw-signal    R       0 TMP/file (O_RDONLY)

