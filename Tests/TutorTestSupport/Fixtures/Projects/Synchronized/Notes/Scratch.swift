//
//  Scratch.swift
//  Notes
//
//  Created by Tutor on 2/12/2025.
//

// Not part of the app: kept out of the target with a membership exception.
let scratch = doesNotCompile
