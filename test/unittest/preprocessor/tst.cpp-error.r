1
dtrace: failed to compile script err.cpp-error.d: Preprocessor failed to process input program
