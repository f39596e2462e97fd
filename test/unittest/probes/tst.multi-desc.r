3

  getppid                                                          20
