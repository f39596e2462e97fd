principal
speculative
last

