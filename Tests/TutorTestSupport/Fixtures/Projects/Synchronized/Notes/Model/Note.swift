//
//  Note.swift
//  Notes
//
//  Created by Tutor on 2/12/2025.
//

import Foundation

struct Note: Codable {
    var title: String
    var body: String
}
