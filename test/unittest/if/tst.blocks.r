two 2 three

