preprocessed

